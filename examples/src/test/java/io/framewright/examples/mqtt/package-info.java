/**
 * MQTT 3.1.1 control packets from annotations alone (OASIS MQTT Version 3.1.1, sections 2 and
 * 3): the fixed header's type selects the body ({@code @Select}); the PUBLISH packet identifier
 * is on the wire only at QoS 1 or 2, which bits 2-1 of the fixed header's first byte say
 * (3.3.1.2), so the PUBLISH variant of the body union reads the flags of the packet that holds
 * it ({@code _parent.flags}); QoS 3, reserved, is refused.
 *
 * <p>{@code @View} on the package: the packet, the body union and each variant get a zero-copy
 * view; the packet's view passes its flags to the PUBLISH variant's view.
 */
@View
package io.framewright.examples.mqtt;

import io.framewright.annotations.View;
