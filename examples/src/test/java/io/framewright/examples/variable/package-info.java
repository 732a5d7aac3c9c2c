/**
 * Variable-size layouts: counted lists, prefixed text, nested messages, bit-packed headers.
 *
 * <p>{@code @View} on the package: every message here of a shape a view reads also gets a
 * zero-copy {@code <Name>View} next to its codec; the others (FW181, FW182, FW192) are left out.
 */
@View
package io.framewright.examples.variable;

import io.framewright.annotations.View;
