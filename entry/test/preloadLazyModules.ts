/// <reference types="vite/client" />
// The worker imports the answer schemas on first use (web/platform/api/lazySchemas.ts), often while a page
// streams. In the deployed bundle they are inside it and `import()` does no I/O. Under vitest's
// module runner it fetches the module, and that fetch belongs to the request that asked first: a
// test that stops reading a page before its streamed sections finish ends that request with the
// import still pending, and every later request that waits on the same import never resumes.
// entry/hardening.test.ts hung on it about one run in two (a guest's page never finished). Loading
// the schemas before any request is made keeps each request's work its own.
import.meta.glob(['../../shared/schemas/*.ts', '!../../shared/schemas/*.test.ts'], { eager: true });
