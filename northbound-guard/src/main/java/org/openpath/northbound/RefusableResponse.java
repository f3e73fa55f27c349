/*
 * Copyright (c) 2026 OpenPATH project and others. All rights reserved.
 *
 * This program and the accompanying materials are made available under the
 * terms of the Eclipse Public License v1.0 which accompanies this distribution,
 * and is available at http://www.eclipse.org/legal/epl-v10.html
 */
package org.openpath.northbound;

import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import javax.servlet.ServletOutputStream;
import javax.servlet.WriteListener;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpServletResponseWrapper;

/**
 * The response RESTCONF writes to, which the guard can take over: once {@link #refuse} sent the guard's answer,
 * whatever RESTCONF does with the response afterwards (its own error about the body it was left with) goes nowhere.
 */
final class RefusableResponse extends HttpServletResponseWrapper {
    private volatile boolean refused;
    // whether RESTCONF started its own answer (it may read the body after answering, e.g. a refused URL)
    private volatile boolean answered;
    private ServletOutputStream stream;
    private PrintWriter writer;

    RefusableResponse(final HttpServletResponse response) {
        super(response);
    }

    /**
     * Sends the guard's answer, unless RESTCONF started one already.
     *
     * @param status the status
     * @param contentType the body's media type
     * @param body the body
     * @return whether the guard's answer was sent; if not, RESTCONF's stands
     * @throws IOException if it cannot be sent
     */
    boolean refuse(final int status, final String contentType, final String body) throws IOException {
        final var real = (HttpServletResponse) getResponse();
        if (answered || real.isCommitted()) {
            return false;
        }
        real.setStatus(status);
        real.setContentType(contentType);
        real.setCharacterEncoding(StandardCharsets.UTF_8.name());
        final byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        real.setContentLength(bytes.length);
        real.getOutputStream().write(bytes);
        real.flushBuffer();
        refused = true;
        return true;
    }

    boolean refused() {
        return refused;
    }

    @Override
    public synchronized ServletOutputStream getOutputStream() throws IOException {
        if (stream == null) {
            stream = new GuardedStream();
        }
        return stream;
    }

    @Override
    public synchronized PrintWriter getWriter() throws IOException {
        if (writer == null) {
            final String encoding = getCharacterEncoding();
            writer = new PrintWriter(new OutputStreamWriter(getOutputStream(),
                encoding == null ? StandardCharsets.ISO_8859_1 : Charset.forName(encoding)));
        }
        return writer;
    }

    @Override
    public boolean isCommitted() {
        // RESTCONF, answering after the guard, must not find the response taken
        return !refused && super.isCommitted();
    }

    @Override
    public void setStatus(final int sc) {
        if (!refused) {
            answered = true;
            super.setStatus(sc);
        }
    }

    @Override
    public void sendError(final int sc, final String msg) throws IOException {
        if (!refused) {
            answered = true;
            super.sendError(sc, msg);
        }
    }

    @Override
    public void sendError(final int sc) throws IOException {
        if (!refused) {
            answered = true;
            super.sendError(sc);
        }
    }

    @Override
    public void setHeader(final String name, final String value) {
        if (!refused) {
            super.setHeader(name, value);
        }
    }

    @Override
    public void addHeader(final String name, final String value) {
        if (!refused) {
            super.addHeader(name, value);
        }
    }

    @Override
    public void setContentType(final String type) {
        if (!refused) {
            super.setContentType(type);
        }
    }

    @Override
    public void setContentLength(final int len) {
        if (!refused) {
            super.setContentLength(len);
        }
    }

    @Override
    public void setContentLengthLong(final long len) {
        if (!refused) {
            super.setContentLengthLong(len);
        }
    }

    @Override
    public void setCharacterEncoding(final String charset) {
        if (!refused) {
            super.setCharacterEncoding(charset);
        }
    }

    @Override
    public void reset() {
        if (!refused) {
            super.reset();
        }
    }

    @Override
    public void resetBuffer() {
        if (!refused) {
            super.resetBuffer();
        }
    }

    @Override
    public void flushBuffer() throws IOException {
        if (!refused) {
            super.flushBuffer();
        }
    }

    /**
     * The body RESTCONF writes: to the client until the guard refused the request, then nowhere.
     */
    private final class GuardedStream extends ServletOutputStream {
        private OutputStream real() throws IOException {
            if (refused) {
                return OutputStream.nullOutputStream();
            }
            answered = true;
            return getResponse().getOutputStream();
        }

        @Override
        public void write(final int octet) throws IOException {
            real().write(octet);
        }

        @Override
        public void write(final byte[] buffer, final int offset, final int length) throws IOException {
            real().write(buffer, offset, length);
        }

        @Override
        public void flush() throws IOException {
            real().flush();
        }

        @Override
        public void close() throws IOException {
            if (!refused) {
                getResponse().getOutputStream().close();
            }
        }

        @Override
        public boolean isReady() {
            try {
                return refused || getResponse().getOutputStream().isReady();
            } catch (IOException e) {
                return true;
            }
        }

        @Override
        public void setWriteListener(final WriteListener listener) {
            if (refused) {
                return;
            }
            try {
                getResponse().getOutputStream().setWriteListener(listener);
            } catch (IOException e) {
                listener.onError(e);
            }
        }
    }
}
