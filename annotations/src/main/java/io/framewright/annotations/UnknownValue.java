package io.framewright.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The catch-all constant of an open enum: a wire value that no other constant has decodes to
 * it instead of failing, and the component that {@link RawValue} ties to the enum component
 * keeps the value itself, so that the message re-encodes to the same bytes. It has no
 * {@link WireValue}; at most one constant of an enum has it.
 *
 * <pre>{@code
 * public enum Kind {
 *   @WireValue(0) PING,
 *   @WireValue(1) DATA,
 *   @UnknownValue OTHER
 * }
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.FIELD)
public @interface UnknownValue {}
