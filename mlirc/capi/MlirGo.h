//===- MlirGo.h - C shims that MLIR's C API lacks ---------------*- C -*-===//
//
// Small, StableHLO-agnostic additions to MLIR's C API used by the Go bindings in
// mlirc: registering passes written against the C API in MLIR's global pass
// registry (so textual pipelines can name them), listing registered passes,
// registering dialect extensions, and reading dense_resource blobs in bulk.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_GO_C_MLIRGO_H
#define MLIR_GO_C_MLIRGO_H

#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Creates a fresh pass instance; the returned pass is owned by the caller
/// (the pass registry hands it to a pass manager).
typedef MlirPass (*MlirGoPassFactory)(void *userData);

/// Registers a pass under `argument` in MLIR's global pass registry, so that
/// textual pipelines (`func.func(argument)`) and option parsing find it. Each
/// pipeline that names the pass calls `factory(userData)` for a new instance.
/// Returns false, registering nothing, when a pass or pipeline of that name is
/// already registered.
MLIR_CAPI_EXPORTED bool mlirGoRegisterPass(MlirStringRef argument,
                                           MlirGoPassFactory factory,
                                           void *userData);

/// Callbacks of a pass implemented outside C++. `userData` is the pass
/// instance's state.
typedef struct {
  /// Releases the instance's state when the pass is destroyed.
  void (*destruct)(void *userData);
  /// Returns the state of a copy of the instance (MLIR clones passes, e.g. to
  /// run them on several threads).
  void *(*clone)(void *userData);
  /// Applies textual pass options (`a=1 b=x`); returns NULL on success or a
  /// malloc'ed error message, which the caller frees.
  char *(*initializeOptions)(MlirStringRef options, void *userData);
  /// Runs the pass on `op`; returns false to signal failure.
  bool (*run)(MlirOperation op, void *userData);
} MlirGoPassCallbacks;

/// Creates a pass driven by `callbacks`. Unlike MLIR's external passes it
/// accepts textual options. `opName` may be empty for an any-op pass. The
/// caller owns the result until it is added to a pass manager.
MLIR_CAPI_EXPORTED MlirPass mlirGoCreatePass(
    MlirTypeID passID, MlirStringRef name, MlirStringRef argument,
    MlirStringRef description, MlirStringRef opName,
    MlirGoPassCallbacks callbacks, void *userData);

/// Adds a pass or pipeline that other code registered with MLIR's registry
/// to the listing of mlirGoForEachRegisteredPass (once); returns false when
/// nothing named `argument` is registered.
MLIR_CAPI_EXPORTED bool mlirGoListRegisteredPass(MlirStringRef argument);

/// Returns true when a pass or pass pipeline named `argument` is registered.
MLIR_CAPI_EXPORTED bool mlirGoIsPassRegistered(MlirStringRef argument);

/// Registers MLIR's generic transformation passes (canonicalize, cse,
/// inline, ...) as mlirRegisterTransformsPasses does, recording their names
/// for mlirGoForEachRegisteredPass. Safe to call more than once.
MLIR_CAPI_EXPORTED void mlirGoRegisterCorePasses(void);

/// Called once per registered pass or pipeline by mlirGoForEachRegisteredPass.
typedef void (*MlirGoPassInfoCallback)(MlirStringRef argument,
                                       MlirStringRef description,
                                       bool isPipeline, void *userData);

/// Calls `callback` for every pass registered through mlirGoRegisterPass or
/// mlirGoRegisterCorePasses, sorted by argument. It prints nothing and
/// touches no process state.
MLIR_CAPI_EXPORTED void
mlirGoForEachRegisteredPass(MlirGoPassInfoCallback callback, void *userData);

/// Registers the func dialect's extensions (inliner interface and friends) in
/// `registry`.
MLIR_CAPI_EXPORTED void
mlirGoRegisterFuncExtensions(MlirDialectRegistry registry);

/// Sets whether diagnostics emitted on an operation get a note showing the
/// operation ("see current operation: ...").
MLIR_CAPI_EXPORTED void mlirGoContextSetPrintOpOnDiagnostic(MlirContext context,
                                                            bool enable);

/// Emits a diagnostic of the given MlirDiagnosticSeverity at `location`
/// through the context's handlers (a note, which cannot stand alone, is
/// emitted as a remark).
MLIR_CAPI_EXPORTED void mlirGoEmitDiagnostic(MlirLocation location,
                                             int severity,
                                             MlirStringRef message);

/// Parses `source` as a module, naming the buffer `fileName` so that
/// locations and diagnostics carry it. A top-level operation other than
/// builtin.module is wrapped in an implicit module. `source` must be followed
/// by a NUL byte (not counted in its length): MLIR's lexer relies on it. Returns a null module on
/// failure, after emitting diagnostics through the context's handlers.
MLIR_CAPI_EXPORTED MlirModule mlirGoParseSourceString(MlirContext context,
                                                      MlirStringRef source,
                                                      MlirStringRef fileName);

/// Returns in `data` and `size` the bytes of the resource blob behind a
/// DenseResourceElementsAttr: the elements in their storage layout (each in
/// ceil(bits/8) little-endian bytes, i1 one byte each), without the
/// alignment prefix of the textual form. The bytes are owned by the
/// context's resource manager. Returns false, setting NULL and 0, when `attr`
/// is not a dense resource elements attribute or its blob is missing (e.g.
/// elided, or absent from the file's dialect_resources section).
MLIR_CAPI_EXPORTED bool mlirGoDenseResourceElementsAttrGetBlob(
    MlirAttribute attr, const void **data, intptr_t *size);

/// Returns the resource key of a DenseResourceElementsAttr (the name inside
/// `dense_resource<...>`), or an empty string for another attribute.
MLIR_CAPI_EXPORTED MlirStringRef
mlirGoDenseResourceElementsAttrGetKey(MlirAttribute attr);

/// Writes `op` as MLIR bytecode of format `version` (-1 for the newest the
/// library writes) with `producer` in the header, passing the bytes to
/// `callback`. Returns false, after emitting a diagnostic, when something in
/// `op` cannot be written at that version.
MLIR_CAPI_EXPORTED bool mlirGoWriteBytecode(MlirOperation op,
                                            MlirStringRef producer,
                                            int64_t version,
                                            MlirStringCallback callback,
                                            void *userData);

/// Prints IR to standard error around the passes of `passManager`, as
/// mlir-opt's --mlir-print-ir-before=<pass> / --mlir-print-ir-after=<pass>
/// do: before every pass whose argument is in the comma-separated list
/// `before` (or every pass, when `beforeAll`), and after every pass whose
/// argument is in `after` (or every pass, when `afterAll`). The remaining
/// flags are those of mlirPassManagerEnableIRPrinting.
MLIR_CAPI_EXPORTED void mlirGoPassManagerEnableIRPrintingFor(
    MlirPassManager passManager, MlirStringRef before, MlirStringRef after,
    bool beforeAll, bool afterAll, bool moduleScope, bool afterOnlyOnChange,
    bool afterOnlyOnFailure, MlirOpPrintingFlags flags);

/// Calls `callback` with the namespace of every dialect registered in
/// `context` (loaded or not), in sorted order, as mlir-opt's
/// --show-dialects lists them.
MLIR_CAPI_EXPORTED void
mlirGoContextForEachRegisteredDialect(MlirContext context,
                                      MlirStringCallback callback,
                                      void *userData);

#ifdef __cplusplus
}
#endif

#endif // MLIR_GO_C_MLIRGO_H
