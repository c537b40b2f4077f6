/*===- StablehloGo.h - C API of the StableHLO dialects ------------*- C -*-===*\
|*                                                                            *|
|* Registration of the dialects and accessors for the attributes and types   *|
|* of the `stablehlo` dialect, for use from Go through cgo.                   *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef STABLEHLO_GO_C_STABLEHLOGO_H
#define STABLEHLO_GO_C_STABLEHLOGO_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(StableHLO, stablehlo);
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Chlo, chlo);
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Check, check);
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Interpreter, interpreter);

/// Inserts the stablehlo, check, interpreter and vhlo (portable artifact)
/// dialects, MLIR's func and quant dialects, and the func dialect's
/// extensions (its inliner interface among them) into `registry`.
MLIR_CAPI_EXPORTED void
stablehloGoRegisterAllDialects(MlirDialectRegistry registry);

/// Registers the passes between portable artifacts and StableHLO:
/// stablehlo-legalize-to-vhlo, vhlo-to-version and
/// vhlo-legalize-to-stablehlo. Safe to call more than once.
MLIR_CAPI_EXPORTED void stablehloGoRegisterVhloPasses(void);

/// Writes into `out` (of `size` bytes, NUL-terminated) the oldest StableHLO
/// version "X.Y.Z" that can express every vhlo op, type and attribute of
/// `module`, a module of vhlo ops. Returns false when `out` is too small.
MLIR_CAPI_EXPORTED bool stablehloGoVhloMinimumVersion(MlirOperation module,
                                                      char *out, size_t size);

/*===----------------------------------------------------------------------===*\
|* Types                                                                      *|
\*===----------------------------------------------------------------------===*/

/// `!stablehlo.token`.
MLIR_CAPI_EXPORTED bool stablehloGoTypeIsAToken(MlirType type);
MLIR_CAPI_EXPORTED MlirType stablehloGoTokenTypeGet(MlirContext ctx);

/*===----------------------------------------------------------------------===*\
|* Attributes                                                                 *|
|*                                                                            *|
|* Every attribute of the stablehlo dialect has a mnemonic. Enumerations     *|
|* (printed `#stablehlo<mnemonic VALUE>`):                                    *|
|*   comparison_direction  EQ NE GE GT LE LT                                  *|
|*   comparison_type       NOTYPE FLOAT TOTALORDER SIGNED UNSIGNED            *|
|*   precision             DEFAULT HIGH HIGHEST                               *|
|*   fft_type              FFT IFFT RFFT IRFFT                                *|
|*   rng_distribution      UNIFORM NORMAL                                     *|
|*   rng_algorithm         DEFAULT THREE_FRY PHILOX                           *|
|*   transpose             TRANSPOSE_INVALID NO_TRANSPOSE TRANSPOSE ADJOINT   *|
|*   result_accuracy_mode  DEFAULT HIGHEST TOLERANCE                          *|
|*                                                                            *|
|* Struct-like attributes (printed `#stablehlo.mnemonic<...>`) and their     *|
|* parameters, by accessor kind:                                              *|
|*   channel_handle        I64: handle, type                                  *|
|*   dot                   I64Array: lhs_batching_dimensions,                 *|
|*                           rhs_batching_dimensions,                         *|
|*                           lhs_contracting_dimensions,                      *|
|*                           rhs_contracting_dimensions                       *|
|*   gather                I64Array: offset_dims, collapsed_slice_dims,       *|
|*                           operand_batching_dims,                           *|
|*                           start_indices_batching_dims, start_index_map     *|
|*                         I64: index_vector_dim                              *|
|*   scatter               I64Array: update_window_dims,                      *|
|*                           inserted_window_dims, input_batching_dims,       *|
|*                           scatter_indices_batching_dims,                   *|
|*                           scatter_dims_to_operand_dims                     *|
|*                         I64: index_vector_dim                              *|
|*   conv                  I64: input_batch_dimension,                        *|
|*                           input_feature_dimension,                         *|
|*                           kernel_input_feature_dimension,                  *|
|*                           kernel_output_feature_dimension,                 *|
|*                           output_batch_dimension, output_feature_dimension *|
|*                         I64Array: input_spatial_dimensions,                *|
|*                           kernel_spatial_dimensions,                       *|
|*                           output_spatial_dimensions                        *|
|*   dot_algorithm         Type: lhs_precision_type, rhs_precision_type,      *|
|*                           accumulation_type                                *|
|*                         I64: lhs_component_count, rhs_component_count,     *|
|*                           num_primitive_operations                         *|
|*                         Bool: allow_imprecise_accumulation                 *|
|*   result_accuracy       F64: atol, rtol; I64: ulps;                        *|
|*                         Attr: mode (a result_accuracy_mode enum)           *|
|*   output_operand_alias  I64Array: output_tuple_indices,                    *|
|*                           operand_tuple_indices                            *|
|*                         I64: operand_index                                 *|
|*   bounds                I64Array: bounds (the encoding of bounded tensor   *|
|*                           types; a dynamic bound is INT64_MIN)             *|
\*===----------------------------------------------------------------------===*/

/// The mnemonic of a stablehlo attribute (see above), or an empty string
/// for other attributes.
MLIR_CAPI_EXPORTED MlirStringRef stablehloGoAttrGetMnemonic(MlirAttribute attr);

/// Returns true when `attr` is a stablehlo attribute with this mnemonic.
MLIR_CAPI_EXPORTED bool stablehloGoAttrIsA(MlirAttribute attr,
                                           MlirStringRef mnemonic);

/// The keyword of an enumeration attribute, e.g. "LT", or an empty string
/// when `attr` is not a stablehlo enumeration.
MLIR_CAPI_EXPORTED MlirStringRef
stablehloGoEnumAttrGetValue(MlirAttribute attr);

/// Builds the enumeration attribute `#stablehlo<mnemonic value>`; returns a
/// null attribute for an unknown mnemonic or value.
MLIR_CAPI_EXPORTED MlirAttribute stablehloGoEnumAttrGet(MlirContext ctx,
                                                        MlirStringRef mnemonic,
                                                        MlirStringRef value);

/// Copies up to `cap` elements of the integer-array parameter `param` into
/// `out` and returns its full length, or -1 when `attr` has no such
/// parameter.
MLIR_CAPI_EXPORTED intptr_t stablehloGoAttrGetI64Array(MlirAttribute attr,
                                                       MlirStringRef param,
                                                       int64_t *out,
                                                       intptr_t cap);

/// Reads the integer parameter `param`; returns false when there is none.
MLIR_CAPI_EXPORTED bool stablehloGoAttrGetI64(MlirAttribute attr,
                                              MlirStringRef param,
                                              int64_t *out);

/// Reads the boolean parameter `param`; returns false when there is none.
MLIR_CAPI_EXPORTED bool stablehloGoAttrGetBool(MlirAttribute attr,
                                               MlirStringRef param, bool *out);

/// Reads the floating-point parameter `param`; returns false when there is
/// none.
MLIR_CAPI_EXPORTED bool stablehloGoAttrGetF64(MlirAttribute attr,
                                              MlirStringRef param,
                                              double *out);

/// The type parameter `param`, or a null type.
MLIR_CAPI_EXPORTED MlirType stablehloGoAttrGetType(MlirAttribute attr,
                                                   MlirStringRef param);

/// The attribute parameter `param`, or a null attribute.
MLIR_CAPI_EXPORTED MlirAttribute stablehloGoAttrGetAttr(MlirAttribute attr,
                                                        MlirStringRef param);

/// `#stablehlo.bounds<...>` with `n` bounds (INT64_MIN for `?`).
MLIR_CAPI_EXPORTED MlirAttribute
stablehloGoBoundsAttrGet(MlirContext ctx, intptr_t n, const int64_t *bounds);

/// The value INT64_MIN that stands for a dynamic dimension or bound.
MLIR_CAPI_EXPORTED int64_t stablehloGoDynamicSize(void);

/*===----------------------------------------------------------------------===*\
|* Typed access for generated bindings                                        *|
|*                                                                            *|
|* These cover the stablehlo and chlo dialects alike: a dialect namespace     *|
|* ("stablehlo" or "chlo") and a mnemonic name an attribute kind. chlo has    *|
|* the enumerations comparison_direction, comparison_type and precision and   *|
|* the struct-like attribute ragged_dot (I64Array: lhs_batching_dimensions,   *|
|* rhs_batching_dimensions, lhs_contracting_dimensions,                       *|
|* rhs_contracting_dimensions, lhs_ragged_dimensions, rhs_group_dimensions).  *|
|* The parameter getters above also read chlo's struct-like attributes.       *|
\*===----------------------------------------------------------------------===*/

/// The mnemonic of a stablehlo or chlo attribute, or an empty string for
/// other attributes. The attribute's dialect namespace tells the two apart.
MLIR_CAPI_EXPORTED MlirStringRef
stablehloGoAnyAttrGetMnemonic(MlirAttribute attr);

/// Reads the integer value of a stablehlo or chlo enumeration attribute;
/// returns false for other attributes.
MLIR_CAPI_EXPORTED bool stablehloGoEnumAttrGetInt(MlirAttribute attr,
                                                  int32_t *out);

/// Builds the enumeration attribute with this mnemonic of `dialect` from its
/// integer value; returns a null attribute for an unknown dialect, mnemonic
/// or value.
MLIR_CAPI_EXPORTED MlirAttribute stablehloGoEnumAttrGetFromInt(
    MlirContext ctx, MlirStringRef dialect, MlirStringRef mnemonic,
    int32_t value);

/// The kind of one parameter of a struct-like attribute.
typedef enum {
  StablehloGoParamI64Array = 0,
  StablehloGoParamI64 = 1,
  StablehloGoParamBool = 2,
  StablehloGoParamF64 = 3,
  StablehloGoParamType = 4,
  StablehloGoParamAttr = 5,
} StablehloGoParamKind;

/// One parameter of a struct-like attribute. An I64Array parameter holds
/// `count` values of the constructor's `data` array starting at `offset`;
/// the other kinds use the field named after them.
typedef struct {
  StablehloGoParamKind kind;
  intptr_t offset;
  intptr_t count;
  int64_t i64;
  bool boolean;
  double f64;
  MlirType type;
  MlirAttribute attr;
} StablehloGoAttrParam;

/// Builds the struct-like attribute with this mnemonic of `dialect` from its
/// `n` parameters, given in declaration order (see above). Returns a null
/// attribute when the mnemonic is unknown or the parameters do not match
/// its declaration in number or kind.
MLIR_CAPI_EXPORTED MlirAttribute stablehloGoStructAttrGet(
    MlirContext ctx, MlirStringRef dialect, MlirStringRef mnemonic,
    intptr_t n, const StablehloGoAttrParam *params, const int64_t *data);

#ifdef __cplusplus
}
#endif

#endif /* STABLEHLO_GO_C_STABLEHLOGO_H */
