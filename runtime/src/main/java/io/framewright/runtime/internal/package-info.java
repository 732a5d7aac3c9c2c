/**
 * Support for generated codecs only, not an API: byte and bit access, terminators, checksums,
 * enum tables, large constants, layout descriptions and the nested-codec check. Public because
 * generated code in users' packages calls it; it may change in any release.
 */
package io.framewright.runtime.internal;
