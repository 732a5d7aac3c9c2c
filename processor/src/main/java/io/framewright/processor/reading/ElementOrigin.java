package io.framewright.processor.reading;

import io.framewright.processor.model.Origin;
import javax.lang.model.element.Element;

/** An {@link Origin} backed by a source element, so diagnostics can point into source. */
public record ElementOrigin(Element element) implements Origin {}
