// The API as the bench runs it: the same start-up as src/main.ts, under its own entry file.
import '../src/main';
