/**
 * Java code generation from validated layouts and their plans, with JavaPoet: the steps every
 * output shares (reading each part kind, scalars, enums, checksums, size expressions, constants,
 * names), used by {@code codec}, {@code view} and {@code description}, which never use each other
 * but for the codec writing its description. Generators switch over the plan; they never plan.
 */
package io.framewright.processor.generation;
