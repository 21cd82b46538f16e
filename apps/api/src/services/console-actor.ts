/** Who acts in the console, for which ally: every query of a console area is held to `allyId`. */
export interface ConsoleActor {
  allyId: number;
  userId: number;
}
