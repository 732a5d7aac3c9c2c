/**
 * Tagged unions of real protocols (MQTT control packets, a block-game handshake, BEER
 * operations) and records that hold them.
 *
 * <p>{@code @View} on the package: every message here of a shape a view reads also gets a
 * zero-copy {@code <Name>View} next to its codec; the others (FW181, FW182, FW192) are left out.
 */
@View
package io.framewright.examples.unions;

import io.framewright.annotations.View;
