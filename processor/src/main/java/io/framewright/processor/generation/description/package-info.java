/**
 * The runtime description ({@code MessageLayout}) a codec carries, and the fingerprint of a
 * layout: the data the javadoc table, the load-time check and every tool read.
 */
package io.framewright.processor.generation.description;
