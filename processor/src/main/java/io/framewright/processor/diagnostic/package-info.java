/** The catalogue of diagnostics and the types that carry them; free of javax.lang.model. */
package io.framewright.processor.diagnostic;
