/** AJV's English ("must be >= 0") said the way a person filling a form would (ending in a full stop). */
const PLAIN: [RegExp, (match: RegExpExecArray) => string][] = [
  [/^must have required property/, () => 'This field is required'],
  [/^must be >= (\S+)/, (m) => `Must be at least ${m[1]}`],
  [/^must be > (\S+)/, (m) => `Must be more than ${m[1]}`],
  [/^must be <= (\S+)/, (m) => `Must be at most ${m[1]}`],
  [/^must be < (\S+)/, (m) => `Must be less than ${m[1]}`],
  [/^must NOT have more than (\d+) characters/, (m) => `Use at most ${m[1]} characters`],
  [/^must NOT have fewer than 1 characters/, () => 'This field is required'],
  [/^must NOT have fewer than (\d+) characters/, (m) => `Use at least ${m[1]} characters`],
  [/^must NOT have more than (\d+) items/, (m) => `Add at most ${m[1]}`],
  [/^must NOT have fewer than (\d+) items/, (m) => `Add at least ${m[1]}`],
  [/^must be equal to one of the allowed values/, () => 'Choose one of the options'],
  [/^must be integer/, () => 'Enter a whole number'],
  [/^must be number/, () => 'Enter a number'],
  [/^must match format "date"/, () => 'Enter a valid date'],
  [/^must match format "date-time"/, () => 'Enter a valid date and time'],
  [/^must match format "email"/, () => 'Enter a valid email address'],
  [/^must match pattern/, () => 'This is not in the expected format'],
];

/** One validation message in plain words. */
export function plainError(message: string): string {
  const text = message.trim();
  for (const [pattern, say] of PLAIN) {
    const match = pattern.exec(text);
    if (match) return `${say(match)}.`;
  }
  const sentence = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}
