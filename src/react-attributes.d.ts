import 'react';

declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    /** Interest invokers: hovering or focusing the button shows the popover; Escape hides it. */
    interestfor?: string;
  }
}
