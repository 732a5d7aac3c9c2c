/**
 * Validation of the layout model: one cached report per type and round, every problem in it, and
 * on a clean record the {@code Layout} that generation reads.
 */
package io.framewright.processor.validation;
