// C side of the Go bindings: trampolines from MLIR's C callbacks into Go, and a
// growable buffer that printing callbacks append to.
#ifndef MLIRC_BRIDGE_H
#define MLIRC_BRIDGE_H

#include <stdint.h>
#include <stdlib.h>

#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/Rewrite.h"
#include "mlir-c/Support.h"

#include "mlir-c/Dialect/Func.h"
#include "mlir-c/Dialect/Quant.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include "MlirGo.h"

// A C-owned byte buffer filled by MLIR's string callbacks.
typedef struct {
  char *data;
  size_t len;
  size_t cap;
} mlircBuffer;

void mlircBufferAppend(MlirStringRef s, void *buf);
void mlircBufferFree(mlircBuffer *buf);

// Diagnostics. A call collects what MLIR emits into a collector named by a
// cgo.Handle value, the user data of the handler it attaches to the context
// for its duration. Each thread records the collector of the call it works
// for (a thread-local value), which the handler receives with each
// diagnostic, so that calls nested inside callbacks keep their own
// diagnostics apart from those of the call they are nested in.
uintptr_t mlircThreadCollector(void);
void mlircSetThreadCollector(uintptr_t handle);
MlirDiagnosticHandlerID mlircAttachDiagnosticHandler(MlirContext ctx,
                                                     uintptr_t handle);

// Parsing, verifying and printing on a new thread with a stack of
// stackSize bytes, for deeply nested IR; the thread reports its diagnostics
// to the calling thread's collector.
MlirModule mlircParseModule(MlirContext ctx, MlirStringRef source,
                            MlirStringRef fileName, size_t stackSize);
bool mlircVerify(MlirOperation op, size_t stackSize);
void mlircPrintOperationOnLargeStack(MlirOperation op,
                                     MlirOpPrintingFlags flags,
                                     mlircBuffer *buf, size_t stackSize);

// Printing into a buffer.
void mlircPrintOperation(MlirOperation op, MlirOpPrintingFlags flags,
                         mlircBuffer *buf);
void mlircPrintType(MlirType t, mlircBuffer *buf);
bool mlircWriteBytecode(MlirOperation op, MlirStringRef producer,
                        int64_t version, mlircBuffer *buf);
void mlircPrintAttribute(MlirAttribute a, mlircBuffer *buf);
void mlircPrintLocation(MlirLocation l, mlircBuffer *buf);
void mlircPrintDiagnostic(MlirDiagnostic d, mlircBuffer *buf);
void mlircPrintValue(MlirValue v, mlircBuffer *buf);
// mlircRegisteredDialects writes the namespaces of the dialects registered
// in ctx to buf, one a line.
void mlircRegisteredDialects(MlirContext ctx, mlircBuffer *buf);
void mlircPrintPassPipeline(MlirOpPassManager pm, mlircBuffer *buf);

// Pass pipelines: parse errors are written to buf.
MlirLogicalResult mlircAddPipeline(MlirOpPassManager pm, MlirStringRef text,
                                   mlircBuffer *errors);

// Go-written passes.
MlirPass mlircCreatePass(MlirTypeID id, MlirStringRef name,
                         MlirStringRef argument, MlirStringRef description,
                         MlirStringRef opName, uintptr_t handle);
bool mlircRegisterGoPass(MlirStringRef argument, uintptr_t handle);

// Go-written rewrite patterns.
MlirRewritePattern mlircCreateRewritePattern(MlirStringRef rootName,
                                             unsigned benefit,
                                             MlirContext ctx,
                                             uintptr_t handle);

// Registered pass listing: the callback is a cgo.Handle value.
void mlircForEachRegisteredPass(uintptr_t handle);

// Walk: the callback's user data is a cgo.Handle value.
void mlircWalk(MlirOperation op, uintptr_t handle, int preOrder);

#endif
