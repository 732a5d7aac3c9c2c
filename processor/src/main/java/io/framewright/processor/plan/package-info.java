/**
 * The plan: how each fixed segment ({@code RunPlanner}) and each variable part ({@code
 * PartPlanner}) of a validated layout goes on the wire, and what a view exposes ({@code
 * ViewPlan}); plain data decided once, read by every generator. No JavaPoet, no javax.lang.model.
 */
package io.framewright.processor.plan;
