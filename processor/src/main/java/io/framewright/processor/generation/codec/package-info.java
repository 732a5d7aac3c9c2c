/** Codecs: a record's or a union's encoder, decoder and sizes, from its layout and plan. */
package io.framewright.processor.generation.codec;
