/**
 * Modbus TCP, from annotations alone: the MBAP header of the Modbus Messaging on TCP/IP
 * Implementation Guide (3.1.3), whose protocol identifier is the constant 0, and the PDUs of
 * the Modbus Application Protocol v1.1b3 for read holding registers (6.3), write multiple
 * registers (6.12) and their exception responses (7), whose quantities, byte counts and
 * exception codes are value rules. Requests and responses are two families: a function code
 * means one thing from a client and another from a server.
 *
 * <p>{@code @View} on the package: each message of a shape a view reads also gets a zero-copy
 * {@code <Name>View}.
 */
@View
package io.framewright.examples.modbus;

import io.framewright.annotations.View;
