/**
 * Layout annotations: put {@link io.framewright.annotations.Message} on a record, refine its
 * components with {@link io.framewright.annotations.Field} and friends, and the Framewright
 * annotation processor generates a codec for it at compile time.
 */
package io.framewright.annotations;
