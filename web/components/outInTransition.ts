/** Login and account pages change with an out-in transition (SPEC §2): the old page fades out first. */
const OUT_IN_PATHS = /^\/(myaccount|login|register|forgotpassword|resetpassword|verify|callback)(\/|\?|$)/;

export function hasOutInTransition(to: string): boolean {
  return OUT_IN_PATHS.test(to);
}
