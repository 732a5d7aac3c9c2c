/** The catalogue (diagnostics, their reasons) and the types carrying them; no javax.lang.model. */
package io.framewright.processor.diagnostic;
