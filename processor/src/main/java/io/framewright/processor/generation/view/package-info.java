/** Views: the zero-copy readers {@code @View} asks for, from a layout and its plan. */
package io.framewright.processor.generation.view;
