/** The catalogue of diagnostics, with the reasons their wording depends on, and the types that carry them; free of javax.lang.model. */
package io.framewright.processor.diagnostic;
