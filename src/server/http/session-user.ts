/** The signed-in user of a request, as the session plugin finds it from the token (modules/accounts/session.service.ts). */
export interface SessionUser {
  id: number;
  sessionId: number;
  nickname: string;
  typeId: number;
  level: number;
  role: string;
  /** The language stored for the user (emails are written in it). */
  locale: string;
}
