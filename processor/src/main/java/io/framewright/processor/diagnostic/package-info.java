/** The catalogue (diagnostics, their reasons) and the types that carry them; no javax.lang.model. */
package io.framewright.processor.diagnostic;
