import { configure } from "@testing-library/react";

/*
 * The web project's component tests wait up to 10 s for what a screen shows (testing-library's
 * default is 1 s): CI runs them beside the browser tests on the same two cores, where a screen's
 * first render with its texts and lazy parts was seen to take longer than a second. A test whose
 * screen never shows still fails, ten seconds later.
 */
configure({ asyncUtilTimeout: 10_000 });
