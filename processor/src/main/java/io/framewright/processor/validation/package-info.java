/** Validation of the layout model: one report per message, every problem in it. */
package io.framewright.processor.validation;
