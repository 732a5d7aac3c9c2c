/**
 * MQTT 3.1.1 PUBLISH from annotations alone (OASIS MQTT Version 3.1.1, section 3.3): the
 * packet identifier is on the wire only at QoS 1 or 2, which bits 2-1 of the fixed header's
 * first byte say (3.3.1.2), so the PUBLISH variant of the body union reads the flags of the
 * packet that holds it ({@code _parent.flags}).
 */
package io.framewright.examples.mqtt;
