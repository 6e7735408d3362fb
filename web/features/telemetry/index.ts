/** Other features use nothing of telemetry: the app starts it and reports the errors it catches to it. */
export {};
