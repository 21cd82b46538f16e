/**
 * Says once that a dependency went away and once that it came back, instead of one line per
 * failed call (hundreds a second under load while Redis is down).
 */
export class OutageLog {
  private down = false;

  constructor(
    private readonly onDown: (error: unknown) => void,
    private readonly onBack: () => void,
  ) {}

  failed(error: unknown): void {
    if (this.down) return;
    this.down = true;
    this.onDown(error);
  }

  succeeded(): void {
    if (!this.down) return;
    this.down = false;
    this.onBack();
  }
}
