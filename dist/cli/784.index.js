const id = 784;
const ids = [784];
const modules = {
  /***/
  9784: (
    /***/
    ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
      __webpack_require__.r(__webpack_exports__);
      __webpack_require__.d(__webpack_exports__, {
        /* harmony export */
        acornModules: () => (
          /* binding */
          acornModules
        )
        /* harmony export */
      });
      var node_module__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8995);
      var node_module__WEBPACK_IMPORTED_MODULE_0___default = /* @__PURE__ */ __webpack_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
      function acornModules() {
        return { acorn: requireModule("acorn"), acornJsx: requireModule("acorn-jsx") };
      }
      function requireModule(name) {
        if (true)
          return name === "acorn" ? __webpack_require__(859) : __webpack_require__(3637);
        return (0, node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(import.meta.url)(name);
      }
    })
  )
};
export {
  id,
  ids,
  modules
};
