/**
 * Game-server queries: the A2S_INFO reply of a Source engine server (NUL-terminated strings,
 * {@code @Trailing} extra data).
 *
 * <p>{@code @View} on the package: every message here of a shape a view reads also gets a
 * zero-copy {@code <Name>View} next to its codec; the others (FW181, FW182, FW192) are left out.
 */
@View
package io.framewright.examples.query;

import io.framewright.annotations.View;
