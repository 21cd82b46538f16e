// The product's one icon set (Lucide): every screen imports its icons from here, so the look stays
// one family and the build keeps only the icons named below (each is its own ES module).
// Icons are decorative by default (Lucide adds aria-hidden); the control around them is named.
export {
  ArrowLeft,
  ArrowRight,
  Award,
  BookOpen,
  CalendarDays,
  Check,
  ChevronRight,
  CircleAlert,
  CircleCheck,
  ClipboardList,
  Clock,
  ExternalLink,
  Eye,
  EyeOff,
  FileText,
  Gift,
  Heart,
  House,
  Info,
  KeyRound,
  Layers,
  Lightbulb,
  LogIn,
  LogOut,
  type LucideIcon,
  Newspaper,
  PlayCircle,
  Quote,
  Search,
  Smartphone,
  Sparkles,
  Star,
  Store,
  Trophy,
  UserRound,
  X,
} from 'lucide-react';

/** Icon sizes on the type scale: inline with small text, with body text, and in the nav bar. */
export const ICON_SIZE = { sm: 16, md: 20, lg: 24 } as const;
