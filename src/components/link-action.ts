/** A call to action: a label and where it goes. */
export interface LinkAction {
  label: string;
  href: string;
}
