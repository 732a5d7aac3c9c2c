/**
 * Java code generation from validated layouts, with JavaPoet: planners decide once how each fixed
 * segment ({@code RunPlanner}) and each variable part ({@code PartPlanner}) goes on the wire, and
 * emitters only switch over those plans.
 */
package io.framewright.processor.generation;
