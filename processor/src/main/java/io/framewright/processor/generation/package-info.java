/**
 * Java code generation from validated layouts, with JavaPoet: planners decide once how each fixed
 * segment ({@code RunPlanner}) and each variable part ({@code PartPlanner}) goes on the wire, and
 * emitters only switch over those plans; {@code Descriptions} turns layout and plan into the
 * runtime description that the javadoc table, the fingerprint and tools all read.
 */
package io.framewright.processor.generation;
