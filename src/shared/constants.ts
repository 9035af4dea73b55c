/** Every date and time is shown in this zone, whatever the browser's own (spec section 9). */
export const DISPLAY_TIMEZONE = 'Asia/Taipei';

/** Layout breakpoints in CSS pixels: at or below `mobile` the side menu becomes a drawer. */
export const BREAKPOINTS = { mobile: 767, tablet: 1199 } as const;
