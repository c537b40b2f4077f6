#include "bridge.h"

#include <pthread.h>
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

// The collector of the call the current thread is working for, or 0.
static _Thread_local uintptr_t threadCollector;

uintptr_t mlircThreadCollector(void) { return threadCollector; }
void mlircSetThreadCollector(uintptr_t handle) { threadCollector = handle; }

static MlirLogicalResult diagnosticTrampoline(MlirDiagnostic d, void *ud) {
  return mlircGoHandleDiagnostic(d, threadCollector, (uintptr_t)ud);
}

MlirDiagnosticHandlerID mlircAttachDiagnosticHandler(MlirContext ctx,
                                                     uintptr_t handle) {
  return mlirContextAttachDiagnosticHandler(ctx, diagnosticTrampoline,
                                            (void *)handle, NULL);
}

// Work on a thread of its own, whose stack is large enough for MLIR's
// recursion over deeply nested IR (the parser, the verifier, the printer).
// The thread reports its diagnostics to the calling thread's collector.
typedef struct {
  void (*fn)(void *);
  void *arg;
  uintptr_t collector;
} stackJob;

static void *stackThread(void *p) {
  stackJob *job = (stackJob *)p;
  threadCollector = job->collector;
  job->fn(job->arg);
  threadCollector = 0;
  return NULL;
}

static void runOnLargeStack(void (*fn)(void *), void *arg, size_t stackSize) {
  stackJob job = {fn, arg, threadCollector};
  pthread_attr_t attr;
  pthread_t thread;
  if (pthread_attr_init(&attr) != 0) {
    fn(arg);
    return;
  }
  int ok = pthread_attr_setstacksize(&attr, stackSize) == 0 &&
           pthread_create(&thread, &attr, stackThread, &job) == 0;
  pthread_attr_destroy(&attr);
  if (!ok) {
    fn(arg);
    return;
  }
  pthread_join(thread, NULL);
}

typedef struct {
  MlirContext ctx;
  MlirStringRef source, fileName;
  MlirModule result;
} parseArgs;

static void parseOnStack(void *p) {
  parseArgs *a = (parseArgs *)p;
  a->result = mlirGoParseSourceString(a->ctx, a->source, a->fileName);
}

MlirModule mlircParseModule(MlirContext ctx, MlirStringRef source,
                            MlirStringRef fileName, size_t stackSize) {
  parseArgs args = {ctx, source, fileName, {NULL}};
  runOnLargeStack(parseOnStack, &args, stackSize);
  return args.result;
}

typedef struct {
  MlirOperation op;
  bool result;
} verifyArgs;

static void verifyOnStack(void *p) {
  verifyArgs *a = (verifyArgs *)p;
  a->result = mlirOperationVerify(a->op);
}

bool mlircVerify(MlirOperation op, size_t stackSize) {
  verifyArgs args = {op, false};
  runOnLargeStack(verifyOnStack, &args, stackSize);
  return args.result;
}

typedef struct {
  MlirOperation op;
  MlirOpPrintingFlags flags;
  mlircBuffer *buf;
} printArgs;

static void printOnStack(void *p) {
  printArgs *a = (printArgs *)p;
  mlirOperationPrintWithFlags(a->op, a->flags, mlircBufferAppend, a->buf);
}

void mlircPrintOperationOnLargeStack(MlirOperation op,
                                     MlirOpPrintingFlags flags,
                                     mlircBuffer *buf, size_t stackSize) {
  printArgs args = {op, flags, buf};
  runOnLargeStack(printOnStack, &args, stackSize);
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
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  MlirAsmState state = mlirAsmStateCreateForValue(v, flags);
  mlirValuePrintAsOperand(v, state, mlircBufferAppend, buf);
  mlirAsmStateDestroy(state);
  mlirOpPrintingFlagsDestroy(flags);
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

static void appendLine(MlirStringRef s, void *p) {
  mlircBufferAppend(s, p);
  MlirStringRef nl = {"\n", 1};
  mlircBufferAppend(nl, p);
}

void mlircRegisteredDialects(MlirContext ctx, mlircBuffer *buf) {
  mlirGoContextForEachRegisteredDialect(ctx, appendLine, buf);
}
