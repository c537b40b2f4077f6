#include "bridge.h"

#include <string.h>

#include "_cgo_export.h"

void mlircBufferAppend(MlirStringRef s, void *p) {
  mlircBuffer *buf = (mlircBuffer *)p;
  if (buf->len + s.length + 1 > buf->cap) {
    size_t cap = buf->cap ? buf->cap : 256;
    while (cap < buf->len + s.length + 1)
      cap *= 2;
    char *data = (char *)realloc(buf->data, cap);
    if (!data)
      abort();
    buf->data = data;
    buf->cap = cap;
  }
  memcpy(buf->data + buf->len, s.data, s.length);
  buf->len += s.length;
  buf->data[buf->len] = 0;
}

void mlircBufferFree(mlircBuffer *buf) {
  free(buf->data);
  buf->data = NULL;
  buf->len = buf->cap = 0;
}

static MlirLogicalResult diagnosticTrampoline(MlirDiagnostic d, void *ud) {
  return mlircGoHandleDiagnostic(d, (uintptr_t)ud);
}

MlirDiagnosticHandlerID mlircAttachDiagnosticHandler(MlirContext ctx,
                                                     uintptr_t handle) {
  return mlirContextAttachDiagnosticHandler(ctx, diagnosticTrampoline,
                                            (void *)handle, NULL);
}

void mlircPrintOperation(MlirOperation op, MlirOpPrintingFlags flags,
                         mlircBuffer *buf) {
  mlirOperationPrintWithFlags(op, flags, mlircBufferAppend, buf);
}
void mlircPrintType(MlirType t, mlircBuffer *buf) {
  mlirTypePrint(t, mlircBufferAppend, buf);
}
bool mlircWriteBytecode(MlirOperation op, MlirStringRef producer,
                        int64_t version, mlircBuffer *buf) {
  return mlirGoWriteBytecode(op, producer, version, mlircBufferAppend, buf);
}
void mlircPrintAttribute(MlirAttribute a, mlircBuffer *buf) {
  mlirAttributePrint(a, mlircBufferAppend, buf);
}
void mlircPrintLocation(MlirLocation l, mlircBuffer *buf) {
  mlirLocationPrint(l, mlircBufferAppend, buf);
}
void mlircPrintDiagnostic(MlirDiagnostic d, mlircBuffer *buf) {
  mlirDiagnosticPrint(d, mlircBufferAppend, buf);
}
void mlircPrintValue(MlirValue v, mlircBuffer *buf) {
  MlirAsmState state = mlirAsmStateCreateForValue(v, mlirOpPrintingFlagsCreate());
  mlirValuePrintAsOperand(v, state, mlircBufferAppend, buf);
  mlirAsmStateDestroy(state);
}
void mlircPrintPassPipeline(MlirOpPassManager pm, mlircBuffer *buf) {
  mlirPrintPassPipeline(pm, mlircBufferAppend, buf);
}

MlirLogicalResult mlircAddPipeline(MlirOpPassManager pm, MlirStringRef text,
                                   mlircBuffer *errors) {
  return mlirOpPassManagerAddPipeline(pm, text, mlircBufferAppend, errors);
}

// Go-written passes.
static void passDestruct(void *ud) { mlircGoPassDestruct((uintptr_t)ud); }
static void *passClone(void *ud) {
  return (void *)mlircGoPassClone((uintptr_t)ud);
}
static char *passInitializeOptions(MlirStringRef options, void *ud) {
  return mlircGoPassOptions(options, (uintptr_t)ud);
}
static bool passRun(MlirOperation op, void *ud) {
  return mlircGoPassRun(op, (uintptr_t)ud);
}

MlirPass mlircCreatePass(MlirTypeID id, MlirStringRef name,
                         MlirStringRef argument, MlirStringRef description,
                         MlirStringRef opName, uintptr_t handle) {
  MlirGoPassCallbacks callbacks = {passDestruct, passClone,
                                   passInitializeOptions, passRun};
  return mlirGoCreatePass(id, name, argument, description, opName, callbacks,
                          (void *)handle);
}

static MlirPass registeredPassFactory(void *ud) {
  return mlircGoPassFactory((uintptr_t)ud);
}

bool mlircRegisterGoPass(MlirStringRef argument, uintptr_t handle) {
  return mlirGoRegisterPass(argument, registeredPassFactory, (void *)handle);
}

// Rewrite patterns.
static void patternDestruct(void *ud) {
  mlircGoPatternDestruct((uintptr_t)ud);
}
static MlirLogicalResult patternMatchAndRewrite(MlirRewritePattern pattern,
                                                MlirOperation op,
                                                MlirPatternRewriter rewriter,
                                                void *ud) {
  (void)pattern;
  return mlircGoPatternMatchAndRewrite(op, rewriter, (uintptr_t)ud);
}

MlirRewritePattern mlircCreateRewritePattern(MlirStringRef rootName,
                                             unsigned benefit,
                                             MlirContext ctx,
                                             uintptr_t handle) {
  MlirRewritePatternCallbacks callbacks = {NULL, patternDestruct,
                                           patternMatchAndRewrite};
  return mlirOpRewritePatternCreate(rootName, benefit, ctx, callbacks,
                                    (void *)handle, 0, NULL);
}

// Walk.
static MlirWalkResult walkTrampoline(MlirOperation op, void *ud) {
  return (MlirWalkResult)mlircGoWalk(op, (uintptr_t)ud);
}

void mlircWalk(MlirOperation op, uintptr_t handle, int preOrder) {
  mlirOperationWalk(op, walkTrampoline, (void *)handle,
                    preOrder ? MlirWalkPreOrder : MlirWalkPostOrder);
}

// Registered pass listing.
static void passInfoTrampoline(MlirStringRef argument,
                               MlirStringRef description, bool isPipeline,
                               void *ud) {
  mlircGoPassInfo(argument, description, isPipeline, (uintptr_t)ud);
}

void mlircForEachRegisteredPass(uintptr_t handle) {
  mlirGoForEachRegisteredPass(passInfoTrampoline, (void *)handle);
}
