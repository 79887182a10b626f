/** Lets the browser run other tasks (input, rendering) before continuing. */
export const nextTask = () => new Promise<void>((resolve) => window.setTimeout(resolve, 0));
