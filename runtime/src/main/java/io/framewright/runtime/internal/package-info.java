/**
 * Support for generated codecs only, not an API: byte and bit access, terminators, checksums,
 * enum tables, large constants, layout descriptions and the nested-codec check. The module does
 * not export this package; generated codecs reach it through the protected member class
 * {@code Internal} of their superclass {@link io.framewright.runtime.CodecSupport}. Public so
 * that class can extend these; it may change in any release.
 */
package io.framewright.runtime.internal;
