/** Java code generation from validated layouts, with JavaPoet. */
package io.framewright.processor.generation;
