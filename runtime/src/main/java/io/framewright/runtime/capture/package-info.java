/**
 * Capture files (libpcap and pcapng) read packet by packet, the UDP datagram or TCP segment each
 * packet carries, and TCP streams put back in order: what the command line's {@code decode
 * --pcap} and the Flink capture source both read captures with. Bounded whatever the file: no
 * packet longer than {@link io.framewright.runtime.capture.CaptureReader#MAX_PACKET} is
 * allocated, and a corrupt or cut-short file is a
 * {@link io.framewright.runtime.capture.CaptureException} at the byte where it goes wrong.
 */
package io.framewright.runtime.capture;
