/**
 * Unions selected by an earlier field ({@code @Select}): a command nibble, an enum selector
 * after a variable part (MQTT's fixed header is in {@code examples.mqtt}).
 *
 * <p>{@code @View} on the package: every message here of a shape a view reads also gets a
 * zero-copy {@code <Name>View} next to its codec; the others (FW181, FW182, FW192) are left out.
 */
@View
package io.framewright.examples.selected;

import io.framewright.annotations.View;
