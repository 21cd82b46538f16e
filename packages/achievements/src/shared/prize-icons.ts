import type { Achievement } from '@aula/contracts/achievements';
import { FileText, Gift, type LucideIcon, PlayCircle } from '@aula/ui-kit/icons';

/** The picture inside each prize's medal: a live session, a report, a parcel. */
export const PRIZE_ICONS: Record<Achievement['prize']['kind'], LucideIcon> = {
  webinar: PlayCircle,
  report: FileText,
  physical: Gift,
};
