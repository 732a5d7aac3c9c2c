/**
 * A codec's layout as data ({@link io.framewright.runtime.Codec#description()}): what each field
 * is, how wide, where it lies when that is fixed, when it is on the wire, how far a variable part
 * extends, what a union's tags select. Generated as constants (no reflection); the text of
 * {@link io.framewright.runtime.Codec#layout()}, the CLI and tools read this, never that text.
 * {@link io.framewright.runtime.layout.LayoutDiagram} draws it as RFC-style bit diagrams (text
 * for javadoc and terminals, SVG for documents).
 *
 * <p>The types are immutable values: equal layouts are equal, so a test can state a whole one.
 * A nested message is a {@link io.framewright.runtime.layout.LayoutRef}, resolved when asked
 * (through {@link io.framewright.runtime.Framewright#codec(Class)}), so that recursive messages
 * and large families cost nothing until a tool walks them.
 */
package io.framewright.runtime.layout;
